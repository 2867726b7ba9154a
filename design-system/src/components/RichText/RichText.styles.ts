import { linkStyles } from '../TextLink';
import styled from 'styled-components';

/** Typography for admin-authored HTML, which arrives as bare elements without classes. */
export const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
  overflow-wrap: anywhere;

  & > * + * {
    margin-top: ${({ theme }) => theme.space[4]};
  }

  h1,
  h2,
  h3,
  h4 {
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  }
  h1 {
    font-size: ${({ theme }) => theme.typography.fontSizes['2xl']};
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }

  a {
    ${linkStyles}
  }

  img {
    max-width: 100%;
    height: auto;
  }

  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space[2]};
    text-align: left;
  }

  blockquote {
    border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
    padding-left: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  code,
  pre {
    font-family: ${({ theme }) => theme.typography.monoFamily};
  }
  /* Preformatted lines keep their breaks: a long one scrolls in its block rather than widening the page. */
  pre {
    overflow-x: auto;
  }
`;
