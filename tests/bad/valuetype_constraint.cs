// error: 5:43
// message: constraint cannot be special class 'ValueType'
// errors: 1
using System;
class P { static void M<T>(T t) where T : ValueType { } static void Main() { } }
