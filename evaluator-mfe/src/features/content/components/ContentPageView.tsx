import { EmptyState, Heading, Skeleton, SkeletonGroup } from '@vsp/design-system';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { httpStatusOf } from '@vsp/api-client';
import { LoadFailure } from '../../../lib/LoadFailure';
import { PageLayout } from '../../../lib/PageLayout';
import { useContentPage, type ContentSlug } from '../api/hooks';
import { RichContent } from './RichContent';

export interface ContentPageViewProps {
  slug: ContentSlug;
  /** Shown while loading, and when the page is missing or has no title. */
  defaultTitle: string;
  emptyTitle: string;
  emptyText: ReactNode;
  /** Shown beneath the page's own content, such as the vendors' documents on Reference Material. */
  children?: ReactNode;
}

/** A page of admin-authored HTML; a missing, inactive or blank page shows its empty state. */
export function ContentPageView({ slug, defaultTitle, emptyTitle, emptyText, children }: ContentPageViewProps) {
  const { data, error, isLoading, mutate } = useContentPage(slug);
  const missing = error && [403, 404].includes(httpStatusOf(error) ?? 0);
  const html = data?.content?.trim() ? data.content : null;

  let body;
  if (isLoading) {
    body = (
      <SkeletonGroup label="Loading page...">
        <Skeleton height={16} />
        <Skeleton height={16} width="90%" />
        <Skeleton height={16} width="75%" />
      </SkeletonGroup>
    );
  } else if (error && !missing) {
    body = <LoadFailure title="This page could not be loaded" error={error} onRetry={() => void mutate()} />;
  } else if (html) {
    body = <RichContent html={html} />;
  } else {
    body = <EmptyState icon={<FileText size={24} aria-hidden />} titleAs="h2" title={emptyTitle} text={emptyText} />;
  }

  return (
    <PageLayout>
      <Heading level={1}>{data?.title?.trim() || defaultTitle}</Heading>
      {body}
      {children}
    </PageLayout>
  );
}
