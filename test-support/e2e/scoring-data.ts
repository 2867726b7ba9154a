import { Question, Score, ScoringEvent, UserEventPermission, Vendor, VendorSchedule } from '@vsp/db';
import { unique } from './data';
import { withDatabase } from './database';

export interface GridData {
  event: { id: number; name: string };
  questions: { id: number; text: string }[];
  vendors: { id: number; name: string }[];
}

/**
 * An event with its own questions and vendors. Vendors are global, so every spec retires what it
 * made (`retire`) and the grids of later specs do not grow.
 */
export async function createGrid(options: {
  status: string;
  questions: number;
  vendors: number;
  startDate?: string;
  requireDeclaration?: boolean;
}): Promise<GridData> {
  return withDatabase(async (db) => {
    const event = await ScoringEvent.query(db).insert({
      name: unique('Event'),
      description: 'Created by an evaluator end-to-end test',
      status: options.status,
      startDate: options.startDate ?? '2026-04-14',
      requireDeclaration: options.requireDeclaration ?? false,
    });
    const questions = [];
    for (let index = 0; index < options.questions; index += 1) {
      questions.push(await Question.query(db).insert({ eventId: event.id, text: unique(`Question ${index + 1}`), order: index }));
    }
    const vendors = [];
    for (let index = 0; index < options.vendors; index += 1) {
      vendors.push(await Vendor.query(db).insert({ name: unique(`Vendor ${index + 1}`), company: `Company ${index + 1}`, order: index }));
    }
    return {
      event: { id: event.id, name: event.name },
      questions: questions.map(({ id, text }) => ({ id, text })),
      vendors: vendors.map(({ id, name }) => ({ id, name })),
    };
  });
}

export async function retire(grid: GridData): Promise<void> {
  await withDatabase(async (db) => {
    await Vendor.query(db).patch({ isActive: false }).whereIn('id', grid.vendors.map((v) => v.id));
    await ScoringEvent.query(db).patch({ isActive: false }).where('id', grid.event.id);
  });
}

/** Active vendors across the whole run: every grid has a column for each of them. */
export async function activeVendorCount(): Promise<number> {
  return withDatabase(async (db) => (await Vendor.query(db).where('isActive', true)).length);
}

export async function addScore(row: { userId: number; eventId: number; questionId: number; vendorId: number; score: number; comments?: string }) {
  await withDatabase(async (db) => Score.query(db).insert({ comments: null, followupQuestions: null, ...row }));
}

export async function denyAccess(userId: number, eventId: number): Promise<void> {
  await withDatabase(async (db) => UserEventPermission.query(db).insert({ userId, eventId, hasAccess: false }));
}

/** The label a grid cell announces, as the design system's ScoreCell builds it. */
export const cellName = (vendor: { name: string }, question: { text: string }, state: string) => `${vendor.name}, ${question.text}: ${state}`;

/** A presentation slot for a vendor at an event, so the event has an agenda. */
export async function addSlot(row: { eventId: number; vendorId: number; scheduledDate: string; location?: string; notes?: string }) {
  await withDatabase(async (db) => VendorSchedule.query(db).insert({ location: null, notes: null, ...row, scheduledDate: new Date(row.scheduledDate) }));
}
