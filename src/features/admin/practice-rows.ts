// A practice as the admin console lists it (GET /admin/practices): its owner, members, the
// seats paid for and their plan, and its state.
import type { PracticeDoc, PracticePlan } from '@shared/practices';

export interface AdminPracticeRow {
  id: string;
  name: string;
  ownerEmail: string;
  members: number;
  /** Seats paid for (0 before the owner buys any). */
  seats: number;
  plan: PracticePlan | null;
  status: PracticeDoc['status'];
  createdAt: number;
}
