// A ref to an element of a covariant array (ECMA-335 ldelema): taking the
// address checks that the array's element type is exactly the ref's type,
// before anything is stored - a string[] seen as object[] refuses
// `ref cov[0]` even when a string would be stored. Interlocked on such an
// element is refused the same way; exact arrays, value-type arrays and
// arrays of a sealed type are fine.
using System;
using System.Threading;

class Animal { }
class Cat : Animal { }

class ArrayRefCovariance
{
    static void Set(ref object o, object v) { o = v; }
    static void SetAnimal(ref Animal a, Animal v) { a = v; }
    static void Bump(ref int x) { x++; }
    static void Touch(ref object o) { }

    static void Try(string what, object[] arr, object v)
    {
        try {
            Set(ref arr[0], v);
            Console.WriteLine(what + ": stored " + (arr[0] == v));
        } catch (ArrayTypeMismatchException e) {
            Console.WriteLine(what + ": ArrayTypeMismatchException " + e.Message);
        }
    }

    static void Main()
    {
        object[] cov = new string[1];
        Try("object into string[]", cov, new object());
        Try("string into string[]", cov, "s");
        Try("null into string[]", cov, null);
        Console.WriteLine(cov[0] == null);
        Try("object into object[]", new object[1], new object());
        Try("string into object[]", new object[1], "s");

        try { Touch(ref cov[0]); Console.WriteLine("touched"); }
        catch (ArrayTypeMismatchException) { Console.WriteLine("touch: ArrayTypeMismatchException"); }

        Animal[] cats = new Cat[2];
        try { SetAnimal(ref cats[1], new Cat()); Console.WriteLine("cat stored"); }
        catch (ArrayTypeMismatchException) { Console.WriteLine("cat: ArrayTypeMismatchException"); }
        Animal[] animals = new Animal[1];
        SetAnimal(ref animals[0], new Cat());
        Console.WriteLine(animals[0] is Cat);

        try { Interlocked.Exchange(ref cov[0], new object()); Console.WriteLine("exchanged"); }
        catch (ArrayTypeMismatchException) { Console.WriteLine("Exchange: ArrayTypeMismatchException"); }
        try { Interlocked.CompareExchange(ref cov[0], new object(), null); Console.WriteLine("compare-exchanged"); }
        catch (ArrayTypeMismatchException) { Console.WriteLine("CompareExchange: ArrayTypeMismatchException"); }
        Console.WriteLine(cov[0] == null);
        object[] exact = new object[1];
        object old = Interlocked.Exchange(ref exact[0], "x");
        Console.WriteLine(old == null);
        Console.WriteLine(Interlocked.CompareExchange(ref exact[0], "y", "x"));
        Console.WriteLine(exact[0]);

        object[] none = null;
        try { Touch(ref none[0]); } catch (NullReferenceException) { Console.WriteLine("null array: NullReferenceException"); }
        try { Touch(ref exact[5]); } catch (IndexOutOfRangeException) { Console.WriteLine("bad index: IndexOutOfRangeException"); }

        int[] nums = new int[2];
        Bump(ref nums[1]);
        Interlocked.Increment(ref nums[0]);
        Console.WriteLine(nums[0] + " " + nums[1]);
        string[] strs = new string[1];
        object[] viaStr = strs;
        Console.WriteLine(viaStr.Length);
        for (int i = 0; i < 3; i++)
            Try("loop " + i, i == 1 ? new object[1] : cov, new object());
    }
}
