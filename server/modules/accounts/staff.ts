import type { RequestHandler } from 'express';
import type { User } from './entities.ts';
import { AppError } from '../../errors.ts';
import { signedInUser } from './guards.ts';

/**
 * AP §3 role RoimaticUser (15), read as the platform operator's own people: the product staff who
 * edit, publish and measure flows in the studio (decision 250).
 */
export const STAFF_ROLE = 15;

export class StaffOnlyError extends AppError {
  constructor() {
    super(403, 403, 'Only product staff may use the flow studio.');
  }
}

export const isStaff = (user: Pick<User, 'roleIds'>): boolean => user.roleIds.includes(STAFF_ROLE);

export function requireStaff(user: Pick<User, 'roleIds'>): void {
  if (!isStaff(user)) throw new StaffOnlyError();
}

/** Lets only product staff through; runs after the sign-in check (server/openapi/api-router.ts). */
export const staffOnly: RequestHandler = (_req, res, next) => {
  requireStaff(signedInUser(res));
  next();
};

/** Gives the user a role, or takes it back (`npm run staff:grant`, `manager:grant`); other roles stay. */
export function setRole(user: Pick<User, 'roleIds'>, role: number, granted: boolean): void {
  const others = user.roleIds.filter((held) => held !== role);
  user.roleIds = granted ? [...others, role] : others;
}

export const setStaff = (user: Pick<User, 'roleIds'>, staff: boolean): void => {
  setRole(user, STAFF_ROLE, staff);
};
