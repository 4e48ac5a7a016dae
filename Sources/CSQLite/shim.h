#pragma once
// SQLite 3 (https://sqlite.org), the system's: libsqlite3-dev on Debian and Ubuntu, the SDK's
// on macOS and iOS. The storage layer (Sources/Storage) calls its C API directly.
#include <sqlite3.h>

/// Refuses double-quoted string literals in this connection's SQL (`"text"` is an identifier,
/// never a string), as SQLite recommends (https://sqlite.org/quirks.html#dblquote).
/// `sqlite3_db_config` is variadic, which Swift cannot call.
static inline void chatrig_sqlite3_disable_double_quoted_strings(sqlite3 *db) {
#if SQLITE_VERSION_NUMBER >= 3029000
    sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DDL, 0, (void *)0);
    sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, (void *)0);
#endif
}
