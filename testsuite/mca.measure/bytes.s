# A byte histogram over all four bytes of each word (histogram.c:44):
# with floats in the pages three bytes of four hardly vary, so the data
# pages hold hashed bytes.
	movzbl	(%rsi), %eax
	addq	$4, %rsi
	addl	$1, (%rdi,%rax,4)
	movzbl	-3(%rsi), %eax
	addl	$1, 1024(%rdi,%rax,4)
