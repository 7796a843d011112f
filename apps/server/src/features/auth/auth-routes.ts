import {
  AdminSignupInputSchema,
  authMessages,
  ChangePasswordInputSchema,
  CheckEmailResultSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  LogoutInputSchema,
  MessageSchema,
  normalizeEmail,
  RefreshInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  TokenPairSchema,
  UserInfoSchema,
  UserSchema,
} from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http-errors.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { credentialRateLimits } from './auth-rate-limits.ts';
import type { AuthService } from './auth-service.ts';

const EmailParamSchema = z.object({ email: z.string().trim().min(1).max(254).transform(normalizeEmail) });

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  limits: { perIp: number; perEmail: number };
}> = async (app, { auth, limits }) => {
  const tags = ['auth'];

  app.post(
    '/login',
    {
      preHandler: credentialRateLimits(app, 'login', limits),
      schema: {
        tags,
        summary: 'Sign in (administrator or customer)',
        body: LoginInputSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => auth.login(request.body),
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for new tokens (the refresh token rotates)',
        body: RefreshInputSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => auth.refresh(request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Revoke a refresh token and its session',
        body: LogoutInputSchema,
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        tags,
        summary: 'Administrator sign-up (disabled)',
        body: AdminSignupInputSchema.optional(),
        response: errorResponses(403),
      },
    },
    async () => {
      throw forbidden(authMessages.registrationsDisabled);
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: { max: limits.perIp, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Register a customer and sign them in',
        body: RegisterInputSchema,
        response: { 201: TokenPairSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.get(
    '/userinfo/:email',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A user's contact details (your own; an administrator may read any)",
        security: [{ bearer: [] }],
        params: EmailParamSchema,
        response: { 200: UserInfoSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => auth.userInfoByEmail(request.user, request.params.email),
  );

  app.get(
    '/user/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A user by id (yourself; an administrator may read any)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid() }),
        response: { 200: UserSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => auth.userById(request.user, request.params.id),
  );

  app.get(
    '/checkemail/:email',
    {
      // Answers whether an account exists, so it is rate limited against enumeration.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Whether an account exists for an email',
        params: EmailParamSchema,
        response: { 200: CheckEmailResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ exists: await auth.emailExists(request.params.email) }),
  );

  app.post(
    '/forgotPassword',
    {
      preHandler: credentialRateLimits(app, 'forgot', limits),
      schema: {
        tags,
        summary: 'Email a single-use, 30-minute password reset link',
        body: ForgotPasswordInputSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/resetPassword',
    {
      config: { rateLimit: { max: limits.perIp, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Set a new password with a reset link token',
        body: ResetPasswordInputSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { message: 'Password reset successfully' };
    },
  );

  app.post(
    '/changePassword',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: limits.perEmail, timeWindow: '15 minutes' } },
      schema: {
        tags,
        summary: 'Change your password (form-url-encoded); every other session ends',
        security: [{ bearer: [] }],
        consumes: ['application/x-www-form-urlencoded'],
        body: ChangePasswordInputSchema,
        response: { 200: TokenPairSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      auth.changePassword(request.user.sub, request.body.oldPassword, request.body.newPassword),
  );
};
