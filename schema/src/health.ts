import { z } from 'zod';

export const ServiceStatusSchema = z.enum(['healthy', 'degraded', 'unhealthy', 'unknown']);
export type ServiceStatus = z.infer<typeof ServiceStatusSchema>;

/** One service's result in the system check (GET /api/health). */
export const HealthCheckResultSchema = z.object({
  service: z.string(),
  status: ServiceStatusSchema,
  message: z.string(),
  details: z.string().optional(),
  timestamp: z.string(),
});
export type HealthCheckResult = z.infer<typeof HealthCheckResultSchema>;

/** Per-service health routes (GET /api/<service>/health): status boolean, message, details. */
export const ServiceHealthSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ServiceHealth = z.infer<typeof ServiceHealthSchema>;

/** GET /api/health: overall plus every service. */
export const SystemHealthSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  details: z.array(HealthCheckResultSchema),
});
export type SystemHealth = z.infer<typeof SystemHealthSchema>;

export const EnvironmentSchema = z.object({
  environment: z.enum(['development', 'production']).catch('development'),
  version: z.string().optional(),
});
export type EnvironmentInfo = z.infer<typeof EnvironmentSchema>;

export const MapsKeySchema = z.object({ key: z.string() });
