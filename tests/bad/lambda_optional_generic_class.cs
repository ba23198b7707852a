// error: 12:17
// message: the natural type of a lambda with an optional parameter in generic code is not supported
// errors: 1
// (closed parameter types, but each instance of Box<T> would need its own
// delegate class)
using System;

class Box<T>
{
    public string Show(T item)
    {
        var f = (int n, string sep = "-") => item + sep + n;
        return f(1);
    }
}

class P { static void Main() { Console.WriteLine(new Box<int>().Show(5)); } }
