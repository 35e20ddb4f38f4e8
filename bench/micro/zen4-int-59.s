# CPU: znver4
# MEASURED: 1.50
	movslq (%rsi), %r8
	movslq 8(%rsi), %r9
	movslq 16(%rsi), %r11
	leal 1(%rbx), %r10d
	leal 1(%rbx), %r12d
	leal 1(%rbx), %r13d
