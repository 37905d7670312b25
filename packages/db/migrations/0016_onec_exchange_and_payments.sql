CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount_kopecks" bigint NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"void_reason" text,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_kopecks" > 0),
	CONSTRAINT "order_payments_source_valid" CHECK ("order_payments"."source" in ('manual', '1c'))
);
--> statement-breakpoint
CREATE TABLE "onec_differences" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"job_id" integer,
	"fingerprint" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid
);
--> statement-breakpoint
CREATE TABLE "onec_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"sha256" text,
	"archive" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onec_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"kind" text,
	"counts" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"progress" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onec_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"exported_version" timestamp with time zone,
	"sent_version" timestamp with time zone,
	"sent_query" uuid,
	"onec_id" text,
	"onec_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onec_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"orders" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onec_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"folder" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onec_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "onec_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hide_missing" boolean DEFAULT false NOT NULL,
	"status_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onec_settings_one_row" CHECK ("onec_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "onec_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	"filename" text,
	"bytes" bigint,
	"answer" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_differences" ADD CONSTRAINT "onec_differences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_differences" ADD CONSTRAINT "onec_differences_job_id_onec_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."onec_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_differences" ADD CONSTRAINT "onec_differences_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_files" ADD CONSTRAINT "onec_files_session_id_onec_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."onec_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_jobs" ADD CONSTRAINT "onec_jobs_session_id_onec_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."onec_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_orders" ADD CONSTRAINT "onec_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_queries" ADD CONSTRAINT "onec_queries_session_id_onec_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."onec_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_settings" ADD CONSTRAINT "onec_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onec_steps" ADD CONSTRAINT "onec_steps_session_id_onec_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."onec_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_source_ref_idx" ON "order_payments" USING btree ("order_id","source_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "onec_differences_order_fingerprint_idx" ON "onec_differences" USING btree ("order_id","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "onec_files_session_name_idx" ON "onec_files" USING btree ("session_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "onec_jobs_session_file_idx" ON "onec_jobs" USING btree ("session_id","filename");--> statement-breakpoint
CREATE UNIQUE INDEX "onec_jobs_one_running_idx" ON "onec_jobs" USING btree ("type") WHERE "onec_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "onec_jobs_state_idx" ON "onec_jobs" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "onec_orders_sent_query_idx" ON "onec_orders" USING btree ("sent_query");--> statement-breakpoint
CREATE INDEX "onec_sessions_last_seen_idx" ON "onec_sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "onec_steps_session_idx" ON "onec_steps" USING btree ("session_id","id");