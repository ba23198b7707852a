/* corelib_path.c - where the kiln command finds the corelib module. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "runtime/runtime.h"

static int file_exists(const char *p) { return access(p, R_OK) == 0; }

const char *cli_corelib_path(void)
{
    static char buf[PATH_MAX + 64];
    if (rt_state.sw.corelib[0])   /* KILN_CORELIB */
        return rt_state.sw.corelib;
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return NULL;
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (!slash)
        return NULL;
    *slash = 0;
    snprintf(buf, sizeof buf, "%s/corelib/corelib.kmod", exe);
    if (file_exists(buf))
        return buf;
    snprintf(buf, sizeof buf, "%s/../share/kiln/corelib.kmod", exe);
    if (file_exists(buf))
        return buf;
    return NULL;
}
