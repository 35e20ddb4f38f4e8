# Counting column indices (sparse.c:94): a 32-bit index loaded with
# movslq is no pointer, so the data pages hold varied floats (with
# pointers there, the low halves of a few pointers would make a few
# counters, every update a store-forwarding chain).
	movslq	(%rsi), %rax
	addq	$4, %rsi
	addl	$1, 4(%rdi,%rax,4)
