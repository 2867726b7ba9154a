import type { Rating } from '@vsp/contract';
import type { BadgeVariant } from '@vsp/design-system';

/** The badge colour of each rating band, wherever the panel shows a band (averages, results). */
export const ratingVariant: Record<Rating, BadgeVariant> = { Excellent: 'success', Good: 'info', Fair: 'warning', Poor: 'danger' };
