# A first-order recurrence through memory, x[i] = x[i - 1] * c (the
# load reads what the store of the copy before wrote): 5.0 cycles per
# iteration in the harness on the Emerald Rapids host, 9.0 as a loop.
	movsd	-8(%rdx,%rax,8), %xmm0
	mulsd	%xmm5, %xmm0
	movsd	%xmm0, (%rdx,%rax,8)
	addq	$1, %rax
