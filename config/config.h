/* config.h - Kiln's switches: the registry (switches.def) resolved once per
 * process into a cfg_switches that is passed down (docs/architecture.md
 * "Switches").
 *
 * Invariants: cfg_resolve is the only reader of a KILN_ environment
 * variable in Kiln; a value comes from the command-line flag if the
 * command was given one, else the environment (non-empty), else the
 * registry's default; a CFG_STR value points at the registry's literal,
 * the flag's argv string or the environment's string, none of which is
 * ever freed (glibc keeps a replaced variable's string), so a later setenv
 * changes nothing; the struct is small and copied by value. No
 * subsystem below this folder's users calls getenv for a switch: the
 * runtime keeps its copy in rt_state.sw.
 *
 * Error protocol: cfg_flag returns -1 with a message in err for a bad flag
 * value; a malformed environment value never fails resolution, it is
 * recorded in cfg_switches.bad and reported where the switch is used
 * (host/host.c).
 */
#ifndef KILN_CONFIG_H
#define KILN_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef const char *cfg_str;         /* CFG_STR: never NULL, "" when unset */
typedef struct cfg_pair {
    uint32_t first, second;          /* CFG_PAIR: N[,M] */
} cfg_pair;

typedef enum cfg_type { CFG_BOOL, CFG_ENUM, CFG_UINT, CFG_SIZE, CFG_STR, CFG_PAIR } cfg_type;

#define CFG_CTYPE_CFG_BOOL bool
#define CFG_CTYPE_CFG_ENUM int
#define CFG_CTYPE_CFG_UINT uint64_t
#define CFG_CTYPE_CFG_SIZE uint64_t
#define CFG_CTYPE_CFG_STR cfg_str
#define CFG_CTYPE_CFG_PAIR cfg_pair

/* One id per switch: CFG_SW_stats, ... */
typedef enum cfg_id {
#define CFG_SWITCH(field, env, flag, what, type, choices, def, key, doc) CFG_SW_##field,
#include "config/switches.def"
#undef CFG_SWITCH
    CFG_NSWITCHES
} cfg_id;

/* CFG_ENUM values of the lock and perf-map switches (their choices' order). */
enum { CFG_LOCK_MANAGED = 0, CFG_LOCK_NATIVE = 1 };
enum { CFG_PERFMAP_OFF = 0, CFG_PERFMAP_MAP = 1, CFG_PERFMAP_JITDUMP = 2 };

/* Every switch's resolved value, named as in switches.def. */
typedef struct cfg_switches {
#define CFG_SWITCH(field, env, flag, what, type, choices, def, key, doc) CFG_CTYPE_##type field;
#include "config/switches.def"
#undef CFG_SWITCH
    uint8_t bad[CFG_NSWITCHES];      /* 1: the environment's value was malformed (SIZE, PAIR) */
    const char *bad_text[CFG_NSWITCHES];   /* that value, for the message (NULL if not bad) */
    uint8_t from[CFG_NSWITCHES];     /* CFG_FROM_*: where the value came from */
} cfg_switches;

enum { CFG_FROM_DEFAULT = 0, CFG_FROM_ENV = 1, CFG_FROM_FLAG = 2 };

/* One registry row (switches.def) with where its value lives. */
typedef struct cfg_desc {
    const char *field, *env, *flag;
    const char *what;                /* what the flag chooses, for messages */
    cfg_type type;
    const char *choices;             /* CFG_ENUM: "a|b" */
    const char *def;                 /* the default as text */
    bool key;                        /* hashed into the code cache's key */
    const char *doc;
    size_t offset;                   /* of the value in cfg_switches */
} cfg_desc;

/* The registry, CFG_NSWITCHES rows in switches.def's order. */
extern const cfg_desc cfg_registry[CFG_NSWITCHES];

/* The flags a command was given (values point into argv, which outlives
 * the resolution). */
typedef struct cfg_flags {
    const char *value[CFG_NSWITCHES];   /* NULL: not given */
} cfg_flags;

/* If arg is one of the flags in accept[0..n) (--stats; --thinlock=native),
 * record it: 1. Not such a flag: 0. A bad value: -1, message in err. */
int cfg_flag(cfg_flags *fl, const char *arg, const cfg_id *accept, size_t n, char *err, size_t errlen);

/* Set a flag's value as if given on the command line (the AOT image's
 * baked-in lock choice). value is copied by reference: keep it alive. */
void cfg_flag_set(cfg_flags *fl, cfg_id id, const char *value);

/* Resolve every switch: flag (fl may be NULL) > environment > default. */
void cfg_resolve(cfg_switches *sw, const cfg_flags *fl);

/* Every switch at its default (no environment read): for tests. */
void cfg_defaults(cfg_switches *sw);

/* FNV-1a over the resolved values of the switches marked key, into h. */
uint64_t cfg_hash_key(const cfg_switches *sw, uint64_t h);

/* "123", "64K", "512M", "16G" (optional B) -> bytes; false if malformed. */
bool cfg_parse_size(const char *s, uint64_t *out);

#endif
