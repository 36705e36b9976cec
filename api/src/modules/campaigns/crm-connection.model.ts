import { CRM_TYPES, type CrmType } from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/** A CRM the agent added in the Add CRM dialog (spec part 2 §3 CRM connection). */
export interface CrmConnection {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  crmName: string;
  crmType: CrmType;
  isActive: boolean;
  totalLeads: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<CrmConnection>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    crmName: { type: String, required: true, trim: true, maxlength: 80 },
    crmType: { type: String, required: true, enum: CRM_TYPES },
    isActive: { type: Boolean, default: false },
    totalLeads: { type: Number, default: 0 },
  },
  { strict: true, timestamps: true, collection: 'crm_connections' },
);

export const CrmConnectionModel = mongoose.model<CrmConnection>('CrmConnection', schema);
