/**
 * One URL per page (docs/decisions/0009): a trailing slash, capital letters and
 * `/index.html` answer 301 to the canonical path, with the query string kept.
 */
import type { RequestHandler } from "express";
import { rawPathOf } from "./request-guard.ts";

/**
 * Prefixes after which case matters: asset hashes, confirmation, enrolment and calendar-feed tokens, booking references
 * carry capitals.
 */
const CASE_SENSITIVE_AFTER = [
  /^\/assets\//i,
  /^\/booking\/confirmed\//i,
  /^\/admin\/bookings\//i,
  /^\/admin\/enrol\//i,
  /^\/admin\/invite\//i,
  /^\/admin\/jobs\//i,
  /^\/calendar\//i,
];

/** The canonical form of a raw path, or null when it already is canonical. */
export function canonicalPath(rawPath: string): string | null {
  // Leading slashes collapse to one first, so a redirect can never point at another host ("//evil.example").
  let path = rawPath.replace(/^\/{2,}/, "/");
  path = path.replace(/\/index\.html$/i, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "") || "/";
  const prefix = CASE_SENSITIVE_AFTER.map((re) => re.exec(path)?.[0]).find(Boolean);
  path = prefix ? prefix.toLowerCase() + path.slice(prefix.length) : path.toLowerCase();
  return path === rawPath ? null : path;
}

export function canonicalRedirect(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const rawPath = rawPathOf(req.url);
    const canonical = canonicalPath(rawPath);
    if (canonical === null) return next();
    res.redirect(301, canonical + req.url.slice(rawPath.length));
  };
}
