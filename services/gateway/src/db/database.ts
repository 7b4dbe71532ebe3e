import type { ColumnType } from 'kysely';

export interface AdminSessionTable {
  token_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date>;
  ip: string | null;
}

export interface AccountTable {
  /** Also the owner id services know the account by (like a visitor id: 32 base64url chars). */
  id: string;
  /** Lower-cased. */
  email: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date>;
  disabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SignInLinkTable {
  token_hash: string;
  email: string;
  created_at: Date;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date>;
}

export interface AccountSessionTable {
  token_hash: string;
  account_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date>;
}

export interface AccountVisitorTable {
  account_id: string;
  visitor_id: string;
  signed_in_at: Date;
  /** Null until every service has moved the visitor's work to the account. */
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AdminTotpStepTable {
  secret_id: string;
  /** Unix time / 30 s: an integer holds it until the year 4010. */
  last_step: number;
}

/** The one row of the accounts counted as they are written (migration create_account_count). */
export interface AccountCountTable {
  id: number;
  accounts: number;
}

/** Tables of the `gateway` schema. */
export interface GatewayDb {
  admin_session: AdminSessionTable;
  admin_totp_step: AdminTotpStepTable;
  account: AccountTable;
  account_count: AccountCountTable;
  sign_in_link: SignInLinkTable;
  account_session: AccountSessionTable;
  account_visitor: AccountVisitorTable;
}
