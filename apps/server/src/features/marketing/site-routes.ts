import { type SiteInfo, SiteInfoSchema } from '@app/shared/marketing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';

/** The company details every page may show, from the configuration. */
export function siteInfoOf(config: Config): SiteInfo {
  return {
    companyName: config.company.name,
    supportEmail: config.company.supportEmail,
    supportPhone: config.company.supportPhone,
    whatsappNumber: config.company.whatsappNumber,
    companyAddress: config.company.address,
    gstin: config.company.gstin,
    publicUrl: config.publicUrl,
    paymentMode: config.payment.mode,
  };
}

export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const site = siteInfoOf(config);
  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'Company details shown on pages',
        response: { 200: SiteInfoSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return site;
    },
  );
};
