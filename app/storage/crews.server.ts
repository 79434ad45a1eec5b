/**
 * Crews (docs/decisions/0039): named groups of people ("Crew A: Luis, Ana"), each person in one crew at most; a job
 * is assigned to one crew. On SQLite and PostgreSQL alike. Server only.
 */
import { type Db, isUniqueViolation } from "./db.server.ts";

/** `phone`: their mobile in E.164 for texts about their jobs, or null. */
export type CrewMember = { id: number; email: string; name: string | null; phone: string | null; disabled: boolean };
/** `createdAt`: when the crew was made (ISO): the reports count its weeks from then (issue 55). */
export type Crew = { id: number; name: string; createdAt: string; members: CrewMember[] };

export class CrewStore {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Every crew with its members, by name. */
  async list(): Promise<Crew[]> {
    const crews = await this.db.all<{ id: number; name: string; created_at: string }>(
      "SELECT id, name, created_at FROM crews ORDER BY name",
    );
    const members = await this.db.all<{
      crew_id: number;
      id: number;
      email: string;
      name: string | null;
      phone: string | null;
      disabled_at: string | null;
    }>(
      `SELECT m.crew_id, o.id, o.email, o.name, o.phone, o.disabled_at FROM crew_members m JOIN owners o ON o.id = m.owner_id
       ORDER BY o.name, o.email`,
    );
    return crews.map((crew) => ({
      id: Number(crew.id),
      name: crew.name,
      createdAt: crew.created_at,
      members: members
        .filter((m) => Number(m.crew_id) === Number(crew.id))
        .map((m) => ({
          id: Number(m.id),
          email: m.email,
          name: m.name,
          phone: m.phone,
          disabled: m.disabled_at !== null,
        })),
    }));
  }

  async get(id: number): Promise<Crew | null> {
    return (await this.list()).find((crew) => crew.id === id) ?? null;
  }

  /** A new crew; "taken" when another crew has that name. */
  async create(name: string, now = new Date()): Promise<{ kind: "created"; id: number } | { kind: "taken" }> {
    try {
      const row = await this.db.get<{ id: number }>("INSERT INTO crews (name, created_at) VALUES (?, ?) RETURNING id", [
        name,
        now.toISOString(),
      ]);
      return { kind: "created", id: Number(row!.id) };
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: "taken" };
      throw error;
    }
  }

  async rename(id: number, name: string): Promise<"renamed" | "taken" | "not-found"> {
    try {
      return (await this.db.run("UPDATE crews SET name = ? WHERE id = ?", [name, id])) > 0 ? "renamed" : "not-found";
    } catch (error) {
      if (isUniqueViolation(error)) return "taken";
      throw error;
    }
  }

  /** Deletes a crew: its jobs become unassigned, its people belong to no crew. */
  async remove(id: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.run("UPDATE bookings SET crew_id = NULL WHERE crew_id = ?", [id]);
      await tx.run("DELETE FROM crew_members WHERE crew_id = ?", [id]);
      return (await tx.run("DELETE FROM crews WHERE id = ?", [id])) > 0;
    });
  }

  /** Puts a person in a crew (out of any other), or in none (`crewId` null). */
  async setCrewOf(personId: number, crewId: number | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run("DELETE FROM crew_members WHERE owner_id = ?", [personId]);
      if (crewId !== null)
        await tx.run("INSERT INTO crew_members (crew_id, owner_id) VALUES (?, ?)", [crewId, personId]);
    });
  }
}
