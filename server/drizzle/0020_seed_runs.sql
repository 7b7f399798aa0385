CREATE TABLE "seed_runs" (
	"fingerprint" text NOT NULL,
	"demo" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_runs_fingerprint_demo_pk" PRIMARY KEY("fingerprint","demo")
);
