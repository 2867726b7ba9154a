export {
  TopNav,
  TopNavActions,
  TopNavBrand,
  TopNavLink,
  TopNavLinks,
  type TopNavBrandProps,
  type TopNavLinkProps,
  type TopNavLinksProps,
  type TopNavProps,
} from './TopNav';
