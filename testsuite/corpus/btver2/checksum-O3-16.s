	movl	%eax, %r11d
	incl	%edx
	sall	$8, %r11d
	incq	%rdi
	addl	%r11d, %eax
	movzbl	-1(%rdi), %r11d
	addl	%r11d, %eax
	xorl	%eax, %esi
	cmpl	%ebx, %edx
	jl	.L138
