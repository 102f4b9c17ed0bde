import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

type Shape<T> = { [Key in keyof T]: T[Key] extends string ? null : Shape<T[Key]> };

function shapeOf<T extends object>(tokens: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : shapeOf(value as object),
    ]),
  ) as Shape<T>;
}

/** The theme contract: every design token as a CSS variable. Components read only these. */
export const vars = createThemeContract(shapeOf(lightTokens));

/** The light theme's class: put it on the root of the app (the providers do). */
export const lightTheme = createTheme(vars, lightTokens);
