# An unsigned division reads %rdx:%rax: the harness sets %rdx to 0 so
# that the quotient fits.
	movq	%rsi, %rax
	divq	%rcx
	addq	%rdx, %rsi
