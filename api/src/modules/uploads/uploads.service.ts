import type { Readable } from 'node:stream';

import { UPLOAD_MAX_BYTES, type UploadContentType, type UploadKind, type UploadResponse } from '@leadnest/contracts';
import mongoose, { Types } from 'mongoose';

import { setProfileImage } from '../agent-settings/settings.service.js';
import { sniffImageType } from './image-type.js';
import { InvalidUploadError, UploadNotFoundError } from './uploads.errors.js';

/** GridFS bucket holding profile images (collections uploads.files and uploads.chunks). */
export const UPLOADS_BUCKET = 'uploads';

interface UploadMetadata {
  ownerId: string;
  kind: UploadKind;
  contentType: UploadContentType;
}

function bucket(): mongoose.mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('uploads: the database is not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: UPLOADS_BUCKET });
}

/**
 * Reads a request body into memory, refusing it as soon as it passes the
 * limit (5 MB fits in memory; nothing larger is ever buffered).
 */
export async function readLimited(stream: Readable, declaredLength: number | undefined, limit = UPLOAD_MAX_BYTES): Promise<Buffer> {
  if (declaredLength !== undefined && declaredLength > limit) throw new InvalidUploadError('tooLarge');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new InvalidUploadError('tooLarge');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/** Stores a photo or logo for its owner, replacing the previous one of that kind. */
export async function saveUpload(ownerId: string, kind: UploadKind, data: Buffer): Promise<UploadResponse> {
  if (data.length === 0) throw new InvalidUploadError('empty');
  const contentType = sniffImageType(data.subarray(0, 16));
  if (!contentType) throw new InvalidUploadError('wrongType');

  const metadata: UploadMetadata = { ownerId, kind, contentType };
  const upload = bucket().openUploadStream(`${kind}-${ownerId}`, { metadata });
  await new Promise<void>((resolve, reject) => {
    upload.once('error', reject);
    upload.once('finish', () => resolve());
    upload.end(data);
  });
  const id = upload.id as Types.ObjectId;

  const field = kind === 'photo' ? 'photoUploadId' : 'logoUploadId';
  const previousId = await setProfileImage(ownerId, field, id);
  // The old image is no longer reachable from the profile; don't keep it.
  if (previousId)
    await bucket()
      .delete(previousId)
      .catch(() => undefined);

  return { id: String(id), kind, contentType, size: data.length, url: `/api/uploads/${String(id)}` };
}

export interface StoredUpload {
  contentType: UploadContentType;
  length: number;
  stream: Readable;
}

/** The file for its owner (or an admin); 404 for anyone else, as for an unknown id. */
export async function openUpload(id: string, reader: { id: string; role: string }): Promise<StoredUpload> {
  if (!Types.ObjectId.isValid(id) || String(new Types.ObjectId(id)) !== id) throw new UploadNotFoundError();
  const objectId = new Types.ObjectId(id);
  const file = await bucket().find({ _id: objectId }).next();
  const metadata = file?.metadata as UploadMetadata | undefined;
  if (!file || !metadata || (metadata.ownerId !== reader.id && reader.role !== 'admin')) throw new UploadNotFoundError();
  return { contentType: metadata.contentType, length: file.length, stream: bucket().openDownloadStream(objectId) };
}
