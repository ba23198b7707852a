/* config.c - resolving the switch registry (switches.def): flag >
 * environment > default, once per process (config.h).
 *
 * Invariant: this file is the only reader of Kiln's switch variables;
 * each type's parser below is the one meaning of a value of that type.
 */
#include "config/config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const cfg_desc cfg_registry[CFG_NSWITCHES] = {
#define CFG_SWITCH(field, env, flag, what, type, choices, def, key, doc) \
    {#field, env, flag, what, type, choices, def, key, doc, offsetof(cfg_switches, field)},
#include "config/switches.def"
#undef CFG_SWITCH
};

bool cfg_parse_size(const char *s, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || end == s)
        return false;
    switch (toupper((unsigned char)*end)) {
    case 'K': v <<= 10; end++; break;
    case 'M': v <<= 20; end++; break;
    case 'G': v <<= 30; end++; break;
    default: break;
    }
    if (*end == 'B' || *end == 'b')
        end++;
    if (*end || v == 0)
        return false;
    *out = v;
    return true;
}

/* N[,M]: decimal, each at most 10^9; M keeps *out's second when absent. */
static bool parse_pair(const char *s, cfg_pair *out)
{
    char *end = (char *)s;
    unsigned long a = 0, b = out->second;
    bool ok = *s >= '0' && *s <= '9';
    if (ok)
        a = strtoul(s, &end, 10);
    if (ok && *end == ',') {
        ok = end[1] >= '0' && end[1] <= '9';
        if (ok)
            b = strtoul(end + 1, &end, 10);
    }
    if (!ok || *end || a > 1000000000ul || b > 1000000000ul)
        return false;
    out->first = (uint32_t)a;
    out->second = (uint32_t)b;
    return true;
}

/* The index of s among choices "a|b|c", or -1. */
static int choice_index(const char *choices, const char *s)
{
    size_t n = strlen(s);
    int i = 0;
    for (const char *p = choices; *p; i++) {
        size_t k = strcspn(p, "|");
        if (k == n && !strncmp(p, s, n))
            return i;
        p += k + (p[k] == '|');
    }
    return -1;
}

/* Store text as d's value in sw; false if malformed (the value is then
 * left as it was). */
static bool store(const cfg_desc *d, cfg_switches *sw, const char *text)
{
    void *at = (char *)sw + d->offset;
    switch (d->type) {
    case CFG_BOOL:
        *(bool *)at = *text && strcmp(text, "0") != 0;
        return true;
    case CFG_ENUM: {
        int i = choice_index(d->choices, text);
        if (i < 0)
            return false;
        *(int *)at = i;
        return true;
    }
    case CFG_UINT:
        *(uint64_t *)at = strtoull(text, NULL, 10);
        return true;
    case CFG_SIZE:
        if (!strcmp(text, "0")) {
            *(uint64_t *)at = 0;
            return true;
        }
        return cfg_parse_size(text, (uint64_t *)at);
    case CFG_STR:
        *(const char **)at = text;
        return true;
    case CFG_PAIR:
        return parse_pair(text, (cfg_pair *)at);
    }
    return false;
}

void cfg_defaults(cfg_switches *sw)
{
    memset(sw, 0, sizeof *sw);
    for (int i = 0; i < CFG_NSWITCHES; i++)
        store(&cfg_registry[i], sw, cfg_registry[i].def);
}

void cfg_resolve(cfg_switches *sw, const cfg_flags *fl)
{
    cfg_defaults(sw);
    for (int i = 0; i < CFG_NSWITCHES; i++) {
        const cfg_desc *d = &cfg_registry[i];
        if (fl && fl->value[i] && store(d, sw, fl->value[i])) {
            sw->from[i] = CFG_FROM_FLAG;
            continue;
        }
        const char *e = getenv(d->env);
        if (!e || !*e)
            continue;
        if (store(d, sw, e))
            sw->from[i] = CFG_FROM_ENV;
        else if (d->type != CFG_ENUM) {   /* an unknown choice means the default */
            sw->bad[i] = 1;
            sw->bad_text[i] = e;
        }
    }
}

/* "managed|native" -> "managed or native" */
static void choices_text(const char *choices, char *buf, size_t len)
{
    size_t k = 0;
    for (const char *p = choices; *p && k + 5 < len; p++) {
        if (*p == '|')
            k += (size_t)snprintf(buf + k, len - k, strchr(p + 1, '|') ? ", " : " or ");
        else
            buf[k++] = *p;
    }
    buf[k] = 0;
}

/* Is arg d's flag? A CFG_BOOL flag is bare (--stats), the others take
 * =VALUE (--thinlock=native), a CFG_STR one non-empty. 1 with *v set,
 * 0 if not, -1 (message in err) for an unknown choice. */
static int match_flag(const cfg_desc *d, const char *arg, const char **v, char *err, size_t errlen)
{
    size_t n = strlen(d->flag);
    if (!n || strncmp(arg, d->flag, n))
        return 0;
    if (d->type == CFG_BOOL) {
        *v = "1";
        return arg[n] == 0;
    }
    if (arg[n] != '=' || (d->type != CFG_ENUM && !arg[n + 1]))
        return 0;
    *v = arg + n + 1;
    if (d->type == CFG_ENUM && choice_index(d->choices, *v) < 0) {
        char ch[128];
        choices_text(d->choices, ch, sizeof ch);
        snprintf(err, errlen, "unknown %s '%s' (%s)", d->what, *v, ch);
        return -1;
    }
    return 1;
}

int cfg_flag(cfg_flags *fl, const char *arg, const cfg_id *accept, size_t n, char *err, size_t errlen)
{
    for (size_t i = 0; i < n; i++) {
        const char *v = NULL;
        int rc = match_flag(&cfg_registry[accept[i]], arg, &v, err, errlen);
        if (rc > 0)
            fl->value[accept[i]] = v;
        if (rc)
            return rc;
    }
    return 0;
}

void cfg_flag_set(cfg_flags *fl, cfg_id id, const char *value) { fl->value[id] = value; }

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ull;
    return h;
}

uint64_t cfg_hash_key(const cfg_switches *sw, uint64_t h)
{
    for (int i = 0; i < CFG_NSWITCHES; i++) {
        const cfg_desc *d = &cfg_registry[i];
        if (!d->key)
            continue;
        h = fnv(h, d->env, strlen(d->env) + 1);
        const char *at = (const char *)sw + d->offset;
        switch (d->type) {
        case CFG_BOOL: h = fnv(h, at, sizeof(bool)); break;
        case CFG_ENUM: h = fnv(h, at, sizeof(int)); break;
        case CFG_UINT:
        case CFG_SIZE: h = fnv(h, at, sizeof(uint64_t)); break;
        case CFG_STR: h = fnv(h, *(const char *const *)at, strlen(*(const char *const *)at) + 1); break;
        case CFG_PAIR: h = fnv(h, at, sizeof(cfg_pair)); break;
        }
    }
    return h;
}
