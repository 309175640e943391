-- Start-up resumes the jobs left queued or running; this keeps that lookup small as finished jobs pile up.
CREATE INDEX jobs_active ON jobs (created_at) WHERE status IN ('queued', 'running');
