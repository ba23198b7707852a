// error: 8:13
// message: must be invariantly valid on 'IStore.All'. 'T' is covariant.
// errors: 2
using System;
using System.Collections.Generic;
interface IStore<out T>
{
    List<T> All();
    void Each(Action<T> f);    // valid: Action<in T> flips the position
    void Make(Func<T> f);      // the second error: Func<out T> keeps an input an input
}
class P
{
    static void Main() { }
}
