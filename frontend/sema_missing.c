/* sema_missing.c - .NET types a program may name that Kiln's library does
 * not have yet. A name that finds nothing is C#'s "could not be found"
 * error; when the name is one of these, the error says the library lacks
 * it, so the user can tell a missing feature from a typo (the language's
 * rule: what Kiln cannot do yet is an error naming it, docs/language.md).
 *
 * Only a lookup that found nothing reads the table, so a type the library
 * gains is found before its entry could be; the entry goes in the same
 * change all the same (tests/bad/library_missing_type.cs).
 */
#include <stdio.h>
#include <string.h>

#include "sema.h"

static const struct { const char *name, *full; } missing[] = {
    {"ConcurrentDictionary", "System.Collections.Concurrent.ConcurrentDictionary<TKey, TValue>"},
    {"ConcurrentQueue", "System.Collections.Concurrent.ConcurrentQueue<T>"},
    {"ConcurrentStack", "System.Collections.Concurrent.ConcurrentStack<T>"},
    {"ConcurrentBag", "System.Collections.Concurrent.ConcurrentBag<T>"},
    {"BlockingCollection", "System.Collections.Concurrent.BlockingCollection<T>"},
    {"ImmutableList", "System.Collections.Immutable.ImmutableList<T>"},
    {"ImmutableArray", "System.Collections.Immutable.ImmutableArray<T>"},
    {"ImmutableDictionary", "System.Collections.Immutable.ImmutableDictionary<TKey, TValue>"},
    {"Parallel", "System.Threading.Tasks.Parallel"},
    {"SemaphoreSlim", "System.Threading.SemaphoreSlim"},
    {"Semaphore", "System.Threading.Semaphore"},
    {"Mutex", "System.Threading.Mutex"},
    {"ReaderWriterLockSlim", "System.Threading.ReaderWriterLockSlim"},
    {"Barrier", "System.Threading.Barrier"},
    {"CountdownEvent", "System.Threading.CountdownEvent"},
    {"ManualResetEventSlim", "System.Threading.ManualResetEventSlim"},
    {"ManualResetEvent", "System.Threading.ManualResetEvent"},
    {"AutoResetEvent", "System.Threading.AutoResetEvent"},
    {"ThreadLocal", "System.Threading.ThreadLocal<T>"},
    {"AsyncLocal", "System.Threading.AsyncLocal<T>"},
    {"Timer", "System.Threading.Timer"},
    {"File", "System.IO.File"},
    {"Directory", "System.IO.Directory"},
    {"Path", "System.IO.Path"},
    {"FileStream", "System.IO.FileStream"},
    {"StreamReader", "System.IO.StreamReader"},
    {"StreamWriter", "System.IO.StreamWriter"},
    {"MemoryStream", "System.IO.MemoryStream"},
    {"BinaryReader", "System.IO.BinaryReader"},
    {"BinaryWriter", "System.IO.BinaryWriter"},
    {"StringReader", "System.IO.StringReader"},
    {"StringWriter", "System.IO.StringWriter"},
    {"Span", "System.Span<T>"},
    {"ReadOnlySpan", "System.ReadOnlySpan<T>"},
    {"Memory", "System.Memory<T>"},
    {"Guid", "System.Guid"},
    {"Uri", "System.Uri"},
    {"DateOnly", "System.DateOnly"},
    {"TimeOnly", "System.TimeOnly"},
    {"DateTimeOffset", "System.DateTimeOffset"},
    {"TimeZoneInfo", "System.TimeZoneInfo"},
    {"WeakReference", "System.WeakReference"},
    {"Activator", "System.Activator"},
    {"Assembly", "System.Reflection.Assembly"},
    {"Expression", "System.Linq.Expressions.Expression"},
    {"Process", "System.Diagnostics.Process"},
    {"HttpClient", "System.Net.Http.HttpClient"},
    {"JsonSerializer", "System.Text.Json.JsonSerializer"},
    {"XDocument", "System.Xml.Linq.XDocument"},
    {"XmlDocument", "System.Xml.XmlDocument"},
    {"Vector2", "System.Numerics.Vector2"},
    {"Vector3", "System.Numerics.Vector3"},
    {"Vector4", "System.Numerics.Vector4"},
    {"Matrix4x4", "System.Numerics.Matrix4x4"},
    {"Quaternion", "System.Numerics.Quaternion"},
    {"BitOperations", "System.Numerics.BitOperations"},
    {"INumber", "System.Numerics.INumber<TSelf>"},
    {"INumberBase", "System.Numerics.INumberBase<TSelf>"},
    {"IAdditionOperators", "System.Numerics.IAdditionOperators<TSelf, TOther, TResult>"},
    {"ISubtractionOperators", "System.Numerics.ISubtractionOperators<TSelf, TOther, TResult>"},
    {"IMultiplyOperators", "System.Numerics.IMultiplyOperators<TSelf, TOther, TResult>"},
    {"IDivisionOperators", "System.Numerics.IDivisionOperators<TSelf, TOther, TResult>"},
    {"IAdditiveIdentity", "System.Numerics.IAdditiveIdentity<TSelf, TResult>"},
    {"IMultiplicativeIdentity", "System.Numerics.IMultiplicativeIdentity<TSelf, TResult>"},
    {"IBinaryInteger", "System.Numerics.IBinaryInteger<TSelf>"},
    {"IFloatingPoint", "System.Numerics.IFloatingPoint<TSelf>"},
};

const char *fe_missing_library_note(fe_sema *S, const char *name)
{
    for (size_t i = 0; name && i < sizeof missing / sizeof missing[0]; i++)
        if (!strcmp(missing[i].name, name)) {
            const char *fmt = " (%s is not in Kiln's library yet)";
            size_t n = strlen(fmt) + strlen(missing[i].full);
            char *s = fe_sema_alloc(S, n);
            snprintf(s, n, fmt, missing[i].full);
            return s;
        }
    return "";
}
