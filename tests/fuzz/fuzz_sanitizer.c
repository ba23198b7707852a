/* fuzz_sanitizer.c - default sanitizer options of the libFuzzer builds
 * (-Dfuzz=true only). UBSan checks are built recoverable so that a known,
 * reported finding can be suppressed by name in ubsan.supp (path baked in as
 * FUZZ_UBSAN_SUPP), while halt_on_error=1 keeps every other report fatal:
 * the fuzzer still stops on, and saves, each new undefined behaviour.
 * Options set in $UBSAN_OPTIONS override these.
 */
#ifndef FUZZ_UBSAN_SUPP
#define FUZZ_UBSAN_SUPP "ubsan.supp"
#endif

const char *__ubsan_default_options(void);

const char *__ubsan_default_options(void)
{
    return "halt_on_error=1:print_stacktrace=1:suppressions=" FUZZ_UBSAN_SUPP;
}
