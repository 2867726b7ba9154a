/** "1 user", "3 users". */
export const usersCount = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

/** The confirmation's question, or why there is nothing to confirm. */
export const reminderQuestion = (count: number) =>
  count === 0 ? 'Nobody would receive a reminder.' : `Send a reminder to ${usersCount(count)}?`;

/** The option that sends to users still within the cool-down. */
export const forceLabel = (cooldownHours: number) =>
  `Also remind users reminded within the last ${cooldownHours} ${cooldownHours === 1 ? 'hour' : 'hours'}`;

/** The toast once the server has queued them: it sends them in the background. */
export const queuedDescription = (count: number, eventName: string) => `${usersCount(count)} will receive a reminder for ${eventName}`;
