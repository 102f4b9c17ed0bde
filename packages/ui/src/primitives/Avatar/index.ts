export { Avatar, avatarSizes } from './Avatar';
export type { AvatarProps } from './Avatar';
