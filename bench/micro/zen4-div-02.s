# CPU: znver4
# MEASURED: 14.0
# a divq chain through %rax with %rdx 0: 2^32 ORed into the dividend, divided by 3 (the andl and orq 2 cycles of the chain); quotients of 8 bits or fewer 11.00, 31 bits 14.01, 61 bits 17.01 (uops.info Zen 4: DIV (R64) latency 9 to 19)
	movabsq $4294967296, %r8
	movl $3, %ecx
	andl $1, %eax
	orq %r8, %rax
	xorl %edx, %edx
	divq %rcx
