/** Image upload (spec 000 §6, §7; 002 §6, §7). */
import { contracts, shape, text } from './kit';

export const UploadAnswer = shape({ imagePath1: text() });

export const calls = contracts({
  'POST /uploadImage': {
    answer: UploadAnswer,
    reads: false,
    responses: { 200: 'imagePath1: the path of the uploaded image' },
    summary: 'Uploads an image (multipart `file`); no token from the page screens; the garage logo goes to a fixed host (000 §6; 002 §7)',
  },
});
