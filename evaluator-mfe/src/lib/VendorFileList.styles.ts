import styled from 'styled-components';

export const FileList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** The title, then its kind and size, wrapping under it when the title is long. */
export const FileHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  overflow-wrap: anywhere;

  svg {
    vertical-align: -2px;
    margin-left: ${({ theme }) => theme.space[1]};
  }
`;
