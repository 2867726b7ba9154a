export { Banner, type BannerProps } from './Banner';
export type { BannerVariant } from './Banner.styles';
