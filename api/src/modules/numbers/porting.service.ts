import { PORTING_FEE_CENTS, type PortingRequestDto } from '@leadnest/contracts';
import type { PortingRequestInput } from '@leadnest/contracts/phone-inputs';
import { Types } from 'mongoose';
import type { z } from 'zod';

import { type PortingRequest, PortingRequestModel } from './porting-request.model.js';

const toDto = (r: PortingRequest): PortingRequestDto => ({
  id: String(r._id),
  phoneNumber: r.phoneNumber,
  carrier: r.carrier,
  status: r.status,
  feeCents: r.feeCents,
  createdAt: r.createdAt.toISOString(),
});

/** Stores a porting request (status submitted, the $25 one-time fee; the number already E.164, read by the contract); the team works it with the carrier. */
export async function submitPortingRequest(userId: string, input: z.output<typeof PortingRequestInput>): Promise<PortingRequestDto> {
  const created = await PortingRequestModel.create({
    userId: new Types.ObjectId(userId),
    phoneNumber: input.phoneNumber,
    carrier: input.carrier,
    feeCents: PORTING_FEE_CENTS,
  });
  return toDto(created.toObject());
}

export async function listPortingRequests(userId: string): Promise<PortingRequestDto[]> {
  const rows = await PortingRequestModel.find({ userId }).sort({ createdAt: -1 }).limit(50).lean<PortingRequest[]>();
  return rows.map(toDto);
}
