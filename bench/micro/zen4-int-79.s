# CPU: znver4
# MEASURED: 1.17
# zen4-int-77 without the cmpq (the addq fused with the jne)
	movq %rax, %rcx
	andl $15, %ecx
	movzbl (%rsi,%rcx), %ecx
	xorb (%rdi,%rax), %cl
	addq $1, %rax
	jne 1f
1:
