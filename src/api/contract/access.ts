/** Sign-in and the signed-in admin's profile (spec 000 §6, §7, §8; 002 §7). */
import { contracts, list, shape, text, opt } from './kit';
import { Feature } from './staff';

export const SignInPayload = shape({ email: text(), passWord: text() });
/** message: 'admin signin successfully' on success; other texts listed in 000 §8. */
export const SignInAnswer = shape({ message: text(), token: opt(text()) });

export const AdminProfile = shape({ role: text(), features: list(Feature) });

export const calls = contracts({
  'POST /adminSignIn': {
    request: SignInPayload,
    answer: SignInAnswer,
    reads: false,
    responses: {
      200: "message 'admin signin successfully' with token; 'give admin registation email' and 'require passWord' are shown as they are; 'give the correct passWord': Incorrect Password or Email ID",
    },
    summary: 'Signs an admin in, no token (000 §7, §8)',
  },
  'GET /admin_{product}_dashboard': {
    answer: shape({ data: AdminProfile }),
    reads: true,
    responses: { 200: 'data with role and features; the role is stored locally' },
    summary: 'Role and features of the signed-in admin (000 §7; 002 §7)',
  },
});
