-- Whether a project has analytics on: GET /getAnalyticsConfig answers it, POST /e refuses
-- events of a project that has it off (AIRLOCK_ANALYTICS_OFF).
alter table projects add column analytics_enabled boolean not null default true;
-- The page of counts per event reads by project and event name.
create index analytics_events_project_event on analytics_events (project_id, (props ->> 'event'));
