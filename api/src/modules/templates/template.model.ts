import mongoose, { Schema, type Types } from 'mongoose';

/** One agent's favourite of one static template (unique per pair). */
export interface TemplateFavourite {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  templateId: string;
}
const favouriteSchema = new Schema<TemplateFavourite>(
  { userId: { type: Schema.Types.ObjectId, required: true }, templateId: { type: String, required: true } },
  { strict: true, collection: 'templateFavourites' },
);
favouriteSchema.index({ userId: 1, templateId: 1 }, { unique: true });
export const TemplateFavouriteModel = mongoose.model<TemplateFavourite>('TemplateFavourite', favouriteSchema);

/** An SMS or email template the agent saved with Use (offered when replying by hand). */
export interface AgentTemplate {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  templateId: string;
  name: string;
  category: 'email' | 'sms';
  subject?: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}
const agentTemplateSchema = new Schema<AgentTemplate>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    templateId: { type: String, required: true },
    name: { type: String, required: true },
    category: { type: String, enum: ['email', 'sms'], required: true },
    subject: String,
    body: { type: String, required: true },
  },
  { timestamps: true, strict: true, collection: 'agentTemplates' },
);
export const AgentTemplateModel = mongoose.model<AgentTemplate>('AgentTemplate', agentTemplateSchema);

/** Request Custom: what the agent asked for, for the admins to see. */
export interface TemplateRequest {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  category: 'phone' | 'email' | 'sms';
  description: string;
  status: 'open' | 'done';
  createdAt: Date;
  updatedAt: Date;
}
const requestSchema = new Schema<TemplateRequest>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    category: { type: String, enum: ['phone', 'email', 'sms'], required: true },
    description: { type: String, required: true },
    status: { type: String, enum: ['open', 'done'], default: 'open' },
  },
  { timestamps: true, strict: true, collection: 'templateRequests' },
);
export const TemplateRequestModel = mongoose.model<TemplateRequest>('TemplateRequest', requestSchema);
