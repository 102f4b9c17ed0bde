import type { DemoProduct } from '@aafiyat/domain';
import { Button, type ButtonProps } from '@aafiyat/ui';
import { useDialogs } from '../app/dialogs';

/** Props of {@link DemoButtonIsland}. */
export interface DemoButtonIslandProps {
  /** The product the demo is asked for. */
  readonly product: DemoProduct;
  /** The button's words, in the page's language. */
  readonly label: string;
  /** The button's look (the library's default when left out). */
  readonly variant?: ButtonProps['variant'];
  /** The button's size (the library's default when left out). */
  readonly size?: ButtonProps['size'];
}

/** A button that opens the demo request dialog for a product. */
export default function DemoButtonIsland({ product, label, variant, size }: DemoButtonIslandProps) {
  const { openDemo } = useDialogs();
  return (
    <Button
      {...(variant ? { variant } : {})}
      {...(size ? { size } : {})}
      onClick={() => {
        openDemo(product);
      }}
    >
      {label}
    </Button>
  );
}
