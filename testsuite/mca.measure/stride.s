# A sieve's inner loop: %rdx is the stride, so the harness must not set
# it to 0 (every iteration would then or into one word), and the word
# index comes from data only through %rcx.
	movq	%rcx, %rax
	sarq	$6, %rax
	addq	%rdx, %rcx
	orq	%r8, (%rdi,%rax,8)
