/**
 * The notes of a payment (single and recurring payments: `notes`, each with its own `id`): the one look-up of a
 * note by the path's `noteId`, for editing and deleting it (kit/not-found.ts answers an unknown one). Pure.
 */
import type {Json} from '../openapi';

type Note = Record<string, Json>;

const notesOf = (payment: Record<string, Json>) => (payment.notes ?? []) as Note[];

/** The note `id` of the payment, or undefined. */
export const noteOf = (payment: Record<string, Json>, id: string): Note | undefined =>
  notesOf(payment).find((n) => n.id === id);

/** Deletes the note `id` of the payment: the note deleted, or undefined when it has none by that id. */
export function removeNote(payment: Record<string, Json>, id: string): Note | undefined {
  const notes = notesOf(payment);
  const index = notes.findIndex((n) => n.id === id);
  return index < 0 ? undefined : notes.splice(index, 1)[0];
}

/** Merges `changes` into the note `id` of the payment and stamps its `updatedAt`: the note, or undefined. */
export function editNote(payment: Record<string, Json>, id: string, changes: Note, now: number): Note | undefined {
  const note = noteOf(payment, id);
  if (note) Object.assign(note, structuredClone(changes), {updatedAt: new Date(now).toISOString()});
  return note;
}
