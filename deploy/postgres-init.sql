-- Each service connects as its own role with rights on its own schema only (ARCHITECTURE §4).
-- Passwords here are for local compose only; k8s takes them from Secrets.
CREATE ROLE cards LOGIN PASSWORD 'cards';
CREATE ROLE media LOGIN PASSWORD 'media';
CREATE ROLE ai LOGIN PASSWORD 'ai';
CREATE ROLE gateway LOGIN PASSWORD 'gateway';
CREATE ROLE collab LOGIN PASSWORD 'collab';
CREATE ROLE print LOGIN PASSWORD 'print';
CREATE ROLE scheduler LOGIN PASSWORD 'scheduler';
CREATE SCHEMA cards AUTHORIZATION cards;
CREATE SCHEMA media AUTHORIZATION media;
CREATE SCHEMA ai AUTHORIZATION ai;
CREATE SCHEMA gateway AUTHORIZATION gateway;
CREATE SCHEMA collab AUTHORIZATION collab;
CREATE SCHEMA print AUTHORIZATION print;
CREATE SCHEMA scheduler AUTHORIZATION scheduler;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
