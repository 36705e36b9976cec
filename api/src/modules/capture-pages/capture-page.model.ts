import {
  CAPTURE_BACKGROUNDS,
  CAPTURE_BUTTON_COLORS,
  CAPTURE_FIELDS,
  type CaptureBackground,
  type CaptureButtonColor,
  type CaptureField,
} from '@leadnest/contracts';
import mongoose, { Schema, type Types } from 'mongoose';

/**
 * A lead capture page (spec part 2 §3). `slug` is its public address
 * (`/p/{slug}`): made once from the title and a random suffix, never changed
 * by an edit, so links already shared keep working.
 */
export interface CapturePage {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  slug: string;
  title: string;
  description: string;
  buttonText: string;
  backgroundImage: CaptureBackground;
  buttonColor: CaptureButtonColor;
  fields: CaptureField[];
  isActive: boolean;
  /** Times the public page was shown, and sign-ups stored from it (per-page conversion). */
  views?: number;
  submissions?: number;
  createdAt: Date;
  updatedAt: Date;
}

const capturePageSchema = new Schema<CapturePage>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    buttonText: { type: String, required: true },
    backgroundImage: { type: String, enum: CAPTURE_BACKGROUNDS, required: true },
    buttonColor: { type: String, enum: CAPTURE_BUTTON_COLORS, required: true },
    fields: { type: [{ type: String, enum: CAPTURE_FIELDS }], default: ['email', 'phone'] },
    isActive: { type: Boolean, default: true },
    views: { type: Number, default: 0 },
    submissions: { type: Number, default: 0 },
  },
  { timestamps: true, strict: true, collection: 'capture_pages' },
);

export const CapturePageModel = mongoose.model<CapturePage>('CapturePage', capturePageSchema);
