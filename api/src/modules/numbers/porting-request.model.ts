import { PORTING_CARRIERS, PORTING_STATUSES, type PortingCarrier, type PortingRequestDto } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/** A request to move the agent's business number to us (spec part 2: porting form; stored with a status, docs/decisions/0022-stubs-become-real.md). */
export interface PortingRequest {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  phoneNumber: string;
  carrier: PortingCarrier;
  status: PortingRequestDto['status'];
  feeCents: number;
  createdAt: Date;
}

const schema = new Schema<PortingRequest>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    phoneNumber: { type: String, required: true },
    carrier: { type: String, enum: PORTING_CARRIERS, required: true },
    status: { type: String, enum: PORTING_STATUSES, default: 'submitted' },
    feeCents: { type: Number, required: true },
  },
  { timestamps: true, strict: true, collection: 'porting_requests' },
);
schema.index({ userId: 1, createdAt: -1 });

export const PortingRequestModel = mongoose.model<PortingRequest>('PortingRequest', schema);
